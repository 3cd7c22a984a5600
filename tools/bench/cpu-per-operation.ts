// CPU per operation summed over every process of the stack, path by path, as a
// ratio to bare node:http's CPU per request measured in the same run. On two
// shared cores a rate depends on how the machine schedules five processes
// against one, and floors moved threefold between machines; the CPU a path
// costs all processes together follows the work the code does, and dividing it
// by what bare node:http costs on the same machine in the same run takes out
// most of the machine's own speed. Each run is set against the last ratios
// recorded in docs/performance.md, between the markers below, and a path whose
// ratio grew by more than its recorded run-to-run spread is flagged.
import type { CpuPerOp } from './process-cpu';

export const CPU_PATHS = [
  'authenticated read',
  'write with fan-out',
  'send',
  'cached lookup',
  'sequencer step',
  'synced message',
  'webhook delivery',
] as const;
export type CpuPath = (typeof CPU_PATHS)[number];

export const RECORD_BEGIN = '<!-- cpu-per-operation:begin -->';
export const RECORD_END = '<!-- cpu-per-operation:end -->';
/** The spread a path gets when the record names none it could be judged by. */
const DEFAULT_SPREAD = 0.15;

/** One row of the recorded table: `path | µs per op | bare node:http µs per request | ratio | spread`; `-` reads as null. */
export interface RecordedRow {
  usPerOp: number | null;
  bareUsPerRequest: number | null;
  ratio: number | null;
  /** The ratio's allowed run-to-run change, as a fraction (0.15 = 15%). */
  spread: number;
}

export type RecordedTable = { rows: Map<string, RecordedRow> } | { problem: string };

/**
 * The last table between RECORD_BEGIN and RECORD_END in `markdown`: plain
 * numbers (thousands separated by commas allowed), `-` for a figure not
 * recorded. A missing or malformed table is returned as a problem to print.
 */
export function parseRecordedTable(markdown: string): RecordedTable {
  const begin = markdown.lastIndexOf(RECORD_BEGIN);
  const end = markdown.indexOf(RECORD_END, begin);
  if (begin === -1 || end === -1) return { problem: `no table between ${RECORD_BEGIN} and ${RECORD_END}` };
  const rows = new Map<string, RecordedRow>();
  const lines = markdown
    .slice(begin + RECORD_BEGIN.length, end)
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line.startsWith('|') && !/^\|[\s:|-]+\|$/.test(line));
  for (const line of lines.slice(1)) {
    const cells = line.slice(1, line.endsWith('|') ? -1 : undefined).split('|').map((cell) => cell.trim());
    const [path, ...figures] = cells;
    const [usPerOp, bareUsPerRequest, ratio, spread] = figures.map(figureOf);
    if (path === undefined || figures.length !== 4 || [usPerOp, bareUsPerRequest, ratio, spread].includes(undefined) || spread === null) {
      return { problem: `a row that is not path | µs per op | bare node:http µs per request | ratio | spread: "${line}"` };
    }
    rows.set(path, { usPerOp: usPerOp ?? null, bareUsPerRequest: bareUsPerRequest ?? null, ratio: ratio ?? null, spread: spread as number });
  }
  return rows.size > 0 ? { rows } : { problem: 'the recorded table has no rows' };
}

/** null for `-`, undefined for anything that is not a number. */
function figureOf(cell: string): number | null | undefined {
  if (cell === '-') return null;
  const value = Number(cell.replace(/,/g, ''));
  return cell !== '' && Number.isFinite(value) ? value : undefined;
}

/** What the stack spent: every process but the load generator (`bench`, this process). */
export function stackCpuUs(cpu: CpuPerOp): number {
  return Object.entries(cpu)
    .filter(([name]) => name !== 'bench')
    .reduce((sum, [, us]) => sum + us, 0);
}

/** The run's figures, collected by bench.ts from each section it ran. */
export class CpuPerOperation {
  private readonly usPerOp = new Map<CpuPath, number>();
  private bareUs: number | undefined;

  /** `cpu` must hold the stack's processes only, or this process under the key `bench` (left out). */
  record(path: CpuPath, cpu: CpuPerOp): void {
    this.usPerOp.set(path, stackCpuUs(cpu));
  }

  recordBare(usPerRequest: number): void {
    this.bareUs = usPerRequest;
  }

  get bareUsPerRequest(): number | undefined {
    return this.bareUs;
  }

  get isEmpty(): boolean {
    return this.usPerOp.size === 0;
  }

  /** The table against `recorded`, and the rows to record in docs/performance.md should this run become the reference. */
  report(recorded: RecordedTable): string[] {
    const bare = this.bareUs;
    const rows = 'rows' in recorded ? recorded.rows : new Map<string, RecordedRow>();
    const measured = CPU_PATHS.filter((path) => this.usPerOp.has(path));
    const table = measured.map((path) => {
      const us = this.usPerOp.get(path) as number;
      const ratio = bare !== undefined && bare > 0 ? us / bare : undefined;
      const last = rows.get(path);
      const { change, flag } = comparedWith(ratio, last);
      return `| ${[path, us.toFixed(0), ratio?.toFixed(1) ?? '-', last?.ratio?.toFixed(1) ?? '-', change, flag].join(' | ')} |`;
    });
    const toRecord = measured.map((path) => {
      const us = this.usPerOp.get(path) as number;
      const ratio = bare !== undefined && bare > 0 ? (us / bare).toFixed(1) : '-';
      return `| ${path} | ${us.toFixed(0)} | ${bare?.toFixed(1) ?? '-'} | ${ratio} | ${(rows.get(path)?.spread ?? DEFAULT_SPREAD).toFixed(2)} |`;
    });
    return [
      'CPU per operation, every process of the stack summed (the load generator left out), against bare node:http in this run',
      `bare node:http: ${bare === undefined ? 'not measured' : `${bare.toFixed(1)} µs of CPU per request (its process alone)`}`,
      ...('problem' in recorded ? [`last recorded figures (docs/performance.md): none read, ${recorded.problem}`] : []),
      '| path | CPU µs per op (all processes) | ratio to bare node:http µs per request | last recorded ratio | change | flag |',
      '|---|---|---|---|---|---|',
      ...table,
      '',
      'rows for docs/performance.md, should this run be recorded:',
      '| path | µs per op | bare node:http µs per request | ratio | spread |',
      '|---|---|---|---|---|',
      ...toRecord,
    ];
  }
}

/** The change of this run's ratio against the recorded one, and whether it lies within the recorded spread. */
function comparedWith(ratio: number | undefined, last: RecordedRow | undefined): { change: string; flag: string } {
  if (last?.ratio === null || last?.ratio === undefined || last.ratio <= 0) return { change: '-', flag: 'no record' };
  if (ratio === undefined) return { change: '-', flag: 'no bare figure this run' };
  const change = ratio / last.ratio - 1;
  const flag = change > last.spread ? 'GREW beyond the spread' : change < -last.spread ? 'fell' : 'within the spread';
  return { change: `${change >= 0 ? '+' : ''}${(change * 100).toFixed(1)}%`, flag };
}
