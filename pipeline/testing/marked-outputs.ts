import type { LotteryOutputs } from '../publish/outputs.ts';

/**
 * The producers with `mark` appended to every lottery's latest-draw file: code that writes other
 * bytes for the same inputs, as a dependency updated under the same code digest does (the tests
 * of the recycled trees whose files are left unchecked, publish.ts recordOwnTree). No mark: the
 * producers themselves.
 */
export function markLatest(outputs: readonly LotteryOutputs[], mark: string): readonly LotteryOutputs[] {
  if (mark === '') return outputs;
  return outputs.map(
    (produce): LotteryOutputs =>
      (view, site) =>
        produce(view, site).map((o) => (o.path.endsWith('/latest.json') ? { ...o, render: () => `${o.render()}${mark}` } : o)),
  );
}
