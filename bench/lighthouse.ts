/**
 * Lighthouse (v12, default config = mobile: Moto G-class screen, simulated
 * slow 4G and 4x CPU slowdown) against the local production build, in
 * Debian's Chromium. Each page runs several times (5 by default); every
 * timing is the median of the runs, and each run records the machine it
 * measured: Lighthouse's benchmarkIndex (its own CPU yardstick; its 4x
 * slowdown is calibrated for roughly 1000–1500) and the load average then.
 * The pages take turns (runLighthouse says why).
 * The categories' scores and failing audits come from the run with the
 * median performance score. One run of the first page before them is not
 * counted: the first run of a fresh Chromium, with Lighthouse's own code
 * still cold in Node beside it (about twice the CPU of a later run), was
 * the slowest of its page again and again (main-thread work 2.6–2.8 s
 * against about 2 s after it).
 */
import { loadavg } from 'node:os';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { TraceProcessor } from 'lighthouse/core/lib/tracehouse/trace-processor.js';
import { chromiumPath } from './support/chromium';
import { mainThreadTime, type TraceEvent } from './support/main-thread-time';
import { median, round } from './support/stats';

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
type Category = (typeof CATEGORIES)[number];

/** One Lighthouse run of a page, with what the machine was like then. */
export interface LighthouseRun {
  performance: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** Main-thread work of the whole load, under the 4x slowdown. */
  mainThreadMs: number;
  /**
   * The thread time of those same tasks, times the slowdown: what the page's thread ran, without the time it
   * waited for a core while Chromium, Lighthouse and the Worker shared the machine (support/main-thread-time.ts).
   */
  mainThreadCpuMs: number | null;
  benchmarkIndex: number | null;
  loadAverage: number;
  /** Scripts the page ran (file name → scripting ms under the slowdown), as Lighthouse's JavaScript execution time lists them. */
  scripting: Record<string, number>;
  /** Every script file the page fetched. */
  scripts: string[];
}

export interface LighthousePage {
  page: string;
  url: string;
  runs: number;
  scores: Record<Category, number | null>;
  /** Performance score of every run, to show the spread. */
  performanceRuns: number[];
  /** Medians of the runs. */
  lcpMs: number | null;
  tbtMs: number | null;
  cls: number | null;
  fcpMs: number | null;
  mainThreadMs: number | null;
  mainThreadCpuMs: number | null;
  performance: number | null;
  runDetails: LighthouseRun[];
  /** Bytes of pictures a first visit transfers (Lighthouse's mobile screen: 412 px wide at DPR 1.75). */
  pictureKB: number | null;
  /** Audits below a full score in the categories whose budget is 100, and the main performance hints. */
  failingAudits: Partial<Record<Category, string[]>>;
  error?: string;
}

interface Lhr {
  environment?: { benchmarkIndex?: number };
  configSettings?: { throttling?: { cpuSlowdownMultiplier?: number } };
  categories: Record<string, { score: number | null; auditRefs: { id: string; weight: number }[] }>;
  audits: Record<
    string,
    { id: string; title: string; score: number | null; scoreDisplayMode: string; numericValue?: number; displayValue?: string; details?: { items?: Record<string, unknown>[] } }
  >;
  runtimeError?: { code: string; message: string };
  runWarnings?: string[];
}

const chromeFlags = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking'];

function failing(lhr: Lhr, category: Category): string[] {
  return lhr.categories[category].auditRefs
    .map((ref) => lhr.audits[ref.id])
    .filter((a) => a.score !== null && a.score < 1 && !['notApplicable', 'manual', 'informative'].includes(a.scoreDisplayMode))
    .filter((a) => category !== 'performance' || a.score! < 0.9)
    .map((a) => `${a.id}${a.displayValue ? ` (${a.displayValue})` : ''}${evidence(a.id, a.details?.items)}`);
}

/** For the audits that are quick to act on, what exactly they found. */
const EVIDENCE: Record<string, (item: Record<string, unknown>) => unknown> = {
  'errors-in-console': (i) => `${String(i.source)}: ${String(i.description).slice(0, 160)}${i.sourceLocation ? ` (${String((i.sourceLocation as { url?: string }).url)})` : ''}`,
  'valid-source-maps': (i) => i.scriptUrl,
  'robots-txt': (i) => i.message,
  'layout-shifts': (i) => (i.node as { selector?: string } | undefined)?.selector,
  'largest-contentful-paint-element': (i) =>
    (i.items as { node?: { selector?: string } }[] | undefined)?.[0]?.node?.selector ?? (i.node as { selector?: string } | undefined)?.selector,
  'color-contrast': (i) => (i.node as { selector?: string } | undefined)?.selector,
};

function evidence(id: string, items: Record<string, unknown>[] | undefined): string {
  const pick = EVIDENCE[id];
  if (!pick || !items?.length) return '';
  const found = [
    ...new Set(
      items
        .map(pick)
        .filter((v) => v !== undefined && v !== null && v !== '')
        .map(String),
    ),
  ].slice(0, 3);
  return found.length ? ` [${found.join(' | ')}]` : '';
}

const numeric = (lhr: Lhr, id: string) => (lhr.audits[id]?.numericValue === undefined ? null : lhr.audits[id].numericValue);

/** The image row of the resource summary: every picture the page fetched, by transfer size. */
function pictureKB(lhr: Lhr): number | null {
  const images = lhr.audits['resource-summary']?.details?.items?.find((i) => i.resourceType === 'image');
  return images ? round(Number(images.transferSize) / 1024, 1) : null;
}

const fileName = (url: string) => {
  try {
    return new URL(url).pathname.split('/').pop() || url;
  } catch {
    return url;
  }
};

/** The page's main-thread thread time in the run's trace, times the slowdown (null when the trace lacks it). */
function mainThreadCpuMs(traceEvents: unknown, slowdown: number): number | null {
  try {
    // Lighthouse's own way of finding the page's main thread in the trace (its types lean on Lighthouse's globals).
    const processTrace = TraceProcessor.processTrace.bind(TraceProcessor) as unknown as (trace: { traceEvents: unknown }) => { mainThreadEvents: TraceEvent[] };
    const { cpuMs } = mainThreadTime(processTrace({ traceEvents }).mainThreadEvents);
    return cpuMs === null ? null : round(cpuMs * slowdown, 0);
  } catch {
    return null;
  }
}

function runOf(lhr: Lhr, loadAverage: number, cpuMs: number | null): LighthouseRun {
  const bootup = lhr.audits['bootup-time']?.details?.items ?? [];
  const requests = lhr.audits['network-requests']?.details?.items ?? [];
  return {
    performance: Math.round((lhr.categories.performance.score ?? 0) * 100),
    fcpMs: round(numeric(lhr, 'first-contentful-paint') ?? Number.NaN, 0),
    lcpMs: round(numeric(lhr, 'largest-contentful-paint') ?? Number.NaN, 0),
    tbtMs: round(numeric(lhr, 'total-blocking-time') ?? Number.NaN, 0),
    cls: round(numeric(lhr, 'cumulative-layout-shift') ?? Number.NaN, 3),
    mainThreadMs: round(numeric(lhr, 'mainthread-work-breakdown') ?? Number.NaN, 0),
    mainThreadCpuMs: cpuMs,
    benchmarkIndex: lhr.environment?.benchmarkIndex === undefined ? null : Math.round(lhr.environment.benchmarkIndex),
    loadAverage: round(loadAverage),
    scripting: Object.fromEntries(bootup.map((item) => [fileName(String(item.url)), round(Number(item.scripting), 0)])),
    scripts: requests.filter((item) => item.resourceType === 'Script').map((item) => fileName(String(item.url))),
  };
}

/** The runs of one page: each one that answered, and the last error of one that did not. */
interface PageRuns {
  lhrs: Lhr[];
  details: LighthouseRun[];
  error?: string;
}

function summary(page: string, url: string, runs: number, { lhrs, details, error }: PageRuns): LighthousePage {
  if (lhrs.length === 0) {
    return {
      page,
      url,
      runs,
      scores: { performance: null, accessibility: null, 'best-practices': null, seo: null },
      performanceRuns: [],
      lcpMs: null,
      tbtMs: null,
      cls: null,
      fcpMs: null,
      mainThreadMs: null,
      mainThreadCpuMs: null,
      performance: null,
      runDetails: [],
      pictureKB: null,
      failingAudits: {},
      error,
    };
  }
  const middle = (pick: (run: LighthouseRun) => number) => median(details.map(pick));
  const byPerf = [...lhrs].sort((a, b) => (a.categories.performance.score ?? 0) - (b.categories.performance.score ?? 0));
  const lhr = byPerf[Math.floor((byPerf.length - 1) / 2)];
  const score = (c: Category) => (lhr.categories[c]?.score === null || lhr.categories[c] === undefined ? null : Math.round(lhr.categories[c].score * 100));
  return {
    page,
    url,
    runs: lhrs.length,
    scores: { performance: score('performance'), accessibility: score('accessibility'), 'best-practices': score('best-practices'), seo: score('seo') },
    performanceRuns: details.map((r) => r.performance),
    performance: middle((r) => r.performance),
    lcpMs: middle((r) => r.lcpMs),
    tbtMs: middle((r) => r.tbtMs),
    cls: middle((r) => r.cls),
    fcpMs: middle((r) => r.fcpMs),
    mainThreadMs: middle((r) => r.mainThreadMs),
    mainThreadCpuMs: details.every((r) => r.mainThreadCpuMs !== null) ? middle((r) => r.mainThreadCpuMs!) : null,
    runDetails: details,
    pictureKB: pictureKB(lhr),
    failingAudits: Object.fromEntries(CATEGORIES.map((c) => [c, failing(lhr, c)] as const).filter(([, list]) => list.length > 0)),
    ...(error ? { error: `${runs - lhrs.length} run(s) failed: ${error}` } : {}),
  };
}

/**
 * The pages run in rounds, each page once per round, not all runs of one
 * page in a row: this machine has slow stretches of 30–60 s (benchmarkIndex
 * down by a third), and five runs in a row of one page (about 75 s) could
 * fall mostly inside one, making that page's median the stretch's rather
 * than the page's. In rounds, a page's runs are spread over the whole
 * section, and a stretch reaches one run of several pages instead.
 */
export async function runLighthouse(baseURL: string, pages: { page: string; path: string }[], runs = 5): Promise<LighthousePage[]> {
  const chrome = await chromeLauncher.launch({ chromePath: chromiumPath(), chromeFlags });
  const run = async (path: string) => {
    const result = await lighthouse(`${baseURL}${path}`, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: [...CATEGORIES] });
    const lhr = result?.lhr as unknown as Lhr | undefined;
    const slowdown = lhr?.configSettings?.throttling?.cpuSlowdownMultiplier ?? 4;
    return { lhr, cpuMs: result ? mainThreadCpuMs(result.artifacts.Trace?.traceEvents, slowdown) : null };
  };
  try {
    if (pages.length > 0 && runs > 0) await run(pages[0].path);
    const collected: PageRuns[] = pages.map(() => ({ lhrs: [], details: [] }));
    for (let round = 0; round < runs; round++) {
      for (const [n, { path }] of pages.entries()) {
        const loadAverage = loadavg()[0];
        const { lhr, cpuMs } = await run(path);
        if (!lhr || lhr.runtimeError) {
          collected[n].error = lhr?.runtimeError ? `${lhr.runtimeError.code}: ${lhr.runtimeError.message}` : 'no result';
          continue;
        }
        collected[n].lhrs.push(lhr);
        collected[n].details.push(runOf(lhr, loadAverage, cpuMs));
      }
    }
    return pages.map(({ page, path }, n) => summary(page, `${baseURL}${path}`, runs, collected[n]));
  } finally {
    chrome.kill();
  }
}
