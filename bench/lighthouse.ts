/**
 * Lighthouse (v12, default config = mobile: Moto G-class screen, simulated
 * slow 4G and 4x CPU slowdown) against the local production build, in
 * Debian's Chromium. Each page runs a few times; the run with the median
 * performance score is the one reported, as Lighthouse's docs advise, since
 * a busy two-core machine makes single runs noisy.
 */
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromiumPath } from './support/chromium';
import { round } from './support/stats';

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
type Category = (typeof CATEGORIES)[number];

export interface LighthousePage {
  page: string;
  url: string;
  runs: number;
  scores: Record<Category, number | null>;
  /** Performance score of every run, to show the spread. */
  performanceRuns: number[];
  lcpMs: number | null;
  tbtMs: number | null;
  cls: number | null;
  fcpMs: number | null;
  /** Bytes of pictures a first visit transfers (Lighthouse's mobile screen: 412 px wide at DPR 1.75). */
  pictureKB: number | null;
  /** Audits below a full score in the categories whose budget is 100, and the main performance hints. */
  failingAudits: Partial<Record<Category, string[]>>;
  error?: string;
}

interface Lhr {
  categories: Record<string, { score: number | null; auditRefs: { id: string; weight: number }[] }>;
  audits: Record<string, { id: string; title: string; score: number | null; scoreDisplayMode: string; numericValue?: number; displayValue?: string; details?: { items?: Record<string, unknown>[] } }>;
  runtimeError?: { code: string; message: string };
  runWarnings?: string[];
}

const chromeFlags = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking'];

function failing(lhr: Lhr, category: Category): string[] {
  return lhr.categories[category]!.auditRefs
    .map((ref) => lhr.audits[ref.id]!)
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
  'largest-contentful-paint-element': (i) => ((i.items as { node?: { selector?: string } }[] | undefined)?.[0]?.node?.selector ?? (i.node as { selector?: string } | undefined)?.selector),
  'color-contrast': (i) => (i.node as { selector?: string } | undefined)?.selector,
};

function evidence(id: string, items: Record<string, unknown>[] | undefined): string {
  const pick = EVIDENCE[id];
  if (!pick || !items?.length) return '';
  const found = [...new Set(items.map(pick).filter((v) => v !== undefined && v !== null && v !== '').map(String))].slice(0, 3);
  return found.length ? ` [${found.join(' | ')}]` : '';
}

const numeric = (lhr: Lhr, id: string) => (lhr.audits[id]?.numericValue === undefined ? null : lhr.audits[id]!.numericValue!);

/** The image row of the resource summary: every picture the page fetched, by transfer size. */
function pictureKB(lhr: Lhr): number | null {
  const images = lhr.audits['resource-summary']?.details?.items?.find((i) => i.resourceType === 'image');
  return images ? round(Number(images.transferSize) / 1024, 1) : null;
}

export async function runLighthouse(baseURL: string, pages: { page: string; path: string }[], runs = 3): Promise<LighthousePage[]> {
  const chrome = await chromeLauncher.launch({ chromePath: chromiumPath(), chromeFlags });
  try {
    const results: LighthousePage[] = [];
    for (const { page, path } of pages) {
      const url = `${baseURL}${path}`;
      const lhrs: Lhr[] = [];
      let error: string | undefined;
      for (let i = 0; i < runs; i++) {
        const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: [...CATEGORIES] });
        const lhr = result?.lhr as unknown as Lhr | undefined;
        if (!lhr || lhr.runtimeError) {
          error = lhr?.runtimeError ? `${lhr.runtimeError.code}: ${lhr.runtimeError.message}` : 'no result';
          continue;
        }
        lhrs.push(lhr);
      }
      if (lhrs.length === 0) {
        results.push({ page, url, runs, scores: { performance: null, accessibility: null, 'best-practices': null, seo: null }, performanceRuns: [], lcpMs: null, tbtMs: null, cls: null, fcpMs: null, pictureKB: null, failingAudits: {}, error });
        continue;
      }
      const byPerf = [...lhrs].sort((a, b) => (a.categories.performance!.score ?? 0) - (b.categories.performance!.score ?? 0));
      const lhr = byPerf[Math.floor((byPerf.length - 1) / 2)]!;
      const score = (c: Category) => (lhr.categories[c]?.score === null || lhr.categories[c] === undefined ? null : Math.round(lhr.categories[c]!.score! * 100));
      results.push({
        page,
        url,
        runs: lhrs.length,
        scores: { performance: score('performance'), accessibility: score('accessibility'), 'best-practices': score('best-practices'), seo: score('seo') },
        performanceRuns: lhrs.map((r) => Math.round((r.categories.performance!.score ?? 0) * 100)),
        lcpMs: round(numeric(lhr, 'largest-contentful-paint') ?? Number.NaN, 0),
        tbtMs: round(numeric(lhr, 'total-blocking-time') ?? Number.NaN, 0),
        cls: round(numeric(lhr, 'cumulative-layout-shift') ?? Number.NaN, 3),
        fcpMs: round(numeric(lhr, 'first-contentful-paint') ?? Number.NaN, 0),
        pictureKB: pictureKB(lhr),
        failingAudits: Object.fromEntries(CATEGORIES.map((c) => [c, failing(lhr, c)]).filter(([, list]) => list.length > 0)),
        ...(error ? { error: `${runs - lhrs.length} run(s) failed: ${error}` } : {}),
      });
    }
    return results;
  } finally {
    chrome.kill();
  }
}
