// How much Lighthouse must slow this host's CPU to stand for its mobile device (a mid-range phone): Lighthouse's own
// CPU throttling calculator (github.com/patrickhulce/lighthouse-cpu-throttling-calculator, from its team's
// measurements: 6× at a benchmark index of 2,000, 4× at 1,533, 3× at 1,300, 2× at 800, 1× at 150, linear between,
// the top line carried on above 2,000). Its default 4× is right only for a host of about 1,533.

/** The indexes the calculator was measured on: outside them its multiplier is an extrapolation. */
export const CALCULATOR_RANGE = { min: 150, max: 2000 } as const;

export type Calibration = { multiplier: number; warning?: string };

export function cpuMultiplier(benchmarkIndex: number): Calibration {
  if (!Number.isFinite(benchmarkIndex) || benchmarkIndex < CALCULATOR_RANGE.min) {
    throw new Error(`A benchmark index of ${benchmarkIndex} is too slow a host to emulate Lighthouse's phone (the calculator stops at ${CALCULATOR_RANGE.min})`);
  }
  const multiplier =
    benchmarkIndex >= 1300 ? 3 + (benchmarkIndex - 1300) / 233 : benchmarkIndex >= 800 ? 2 + (benchmarkIndex - 800) / 500 : 1 + (benchmarkIndex - 150) / 650;
  const rounded = Math.round(multiplier * 100) / 100;
  return benchmarkIndex > CALCULATOR_RANGE.max
    ? { multiplier: rounded, warning: `the host's index ${benchmarkIndex} is above the calculator's range (to ${CALCULATOR_RANGE.max}): ${rounded}× is its line carried on` }
    : { multiplier: rounded };
}
