/**
 * A page the Worker rendered is whole before any of the app's code runs: it
 * reads, its links go where they say and its forms are held until alive
 * (held-submits-script.ts). So the app's scripts are not fetched while the
 * page is being shown: they start once the page has painted and, when the
 * page has a picture it marked as the one that matters (`fetchpriority=high`),
 * once that picture is there. On a phone's slow network the first screen then
 * gets the bandwidth and the CPU to itself instead of sharing them with about
 * 100 KB of JavaScript, and its code arrives right after.
 *
 * The built page names its scripts inertly (`<link rel="app-entry">` for the
 * entry, `<link rel="app-modulepreload">` for what it and the page's body
 * import, web/start-after-paint-plugin.ts and entry-server.tsx); this inline
 * script, allowed by its hash in the CSP, turns them into a module script and
 * modulepreloads then. The app shell (no server markup: dashboard, offline)
 * has nothing to show first and starts at once. A picture that never arrives
 * holds the app back for at most START_AT_THE_LATEST_MS.
 */
export const ENTRY_REL = 'app-entry';
export const PRELOAD_REL = 'app-modulepreload';
/** Modulepreloads added per task. */
const PRELOADS_PER_TASK = 2;
/** The longest a marked picture may hold the app back. */
export const START_AT_THE_LATEST_MS = 4000;

/** Runs inline in the head, so it is plain script text: no imports, no module scope. */
export const startAfterPaintScript =
  `(function(){var d=document,started=false,waiting=0;` +
  // The entry first, then the modulepreloads two per task: each starts a fetch, and a page body's two dozen in one
  // go were a task of 10-80 ms.
  `function start(){if(started)return;started=true;` +
  `var entry=d.querySelector('link[rel=${ENTRY_REL}]');` +
  `if(entry){var s=d.createElement('script');s.type='module';s.crossOrigin='';s.src=entry.href;d.head.appendChild(s)}` +
  `var links=d.querySelectorAll('link[rel=${PRELOAD_REL}]'),next=0;` +
  `(function some(){for(var n=0;n<${PRELOADS_PER_TASK}&&next<links.length;n++,next++){` +
  `var l=d.createElement('link');l.rel='modulepreload';l.crossOrigin='';l.href=links[next].href;d.head.appendChild(l)}` +
  `if(next<links.length)setTimeout(some,0)})()}` +
  // Each thing waited for calls done() once; the last one starts the code, a task later.
  `function done(){if(--waiting===0)setTimeout(start,0)}` +
  `function afterPaint(){requestAnimationFrame(function(){setTimeout(done,0)})}` +
  // The first contentful paint as the browser records it (a frame is painted before it is presented).
  `function whenPainted(){var P=window.PerformanceObserver;` +
  `if(!P||!P.supportedEntryTypes||P.supportedEntryTypes.indexOf('paint')<0)return afterPaint();` +
  `var seen=false,o=new P(function(list){var e=list.getEntries();for(var i=0;i<e.length;i++)if(!seen&&e[i].name==='first-contentful-paint'){seen=true;o.disconnect();done()}});` +
  `o.observe({type:'paint',buffered:true})}` +
  `function whenShown(){var root=d.getElementById('root');if(!root||!root.firstElementChild)return start();` +
  `setTimeout(start,${START_AT_THE_LATEST_MS});` +
  `var picture=d.querySelector('img[fetchpriority=high]');waiting=picture&&picture.decode?2:1;whenPainted();` +
  `if(waiting===2)picture.decode().then(afterPaint,afterPaint)}` +
  `if(d.readyState==='loading')d.addEventListener('DOMContentLoaded',whenShown);else whenShown()})()`;
