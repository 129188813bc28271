import { formatCount } from './format-count';

/**
 * How far a long step has got: a bar redrawn in place on a terminal, plain lines otherwise (CI logs,
 * a file), one per update.
 */
export interface Progress {
  update(done: number): void;
  /** A line of its own: the step moved on (`moving the new index into place`). */
  note(message: string): void;
}

const WIDTH = 24;

export function createProgress(
  label: string,
  total: number,
  unit: string,
  stream: NodeJS.WriteStream = process.stdout,
): Progress {
  let drawn = false;
  const endBar = () => {
    if (drawn) stream.write('\n');
    drawn = false;
  };
  return {
    update(done) {
      const text = `${formatCount(done)} of ${formatCount(total)} ${unit}`;
      if (!stream.isTTY) {
        stream.write(`${label}: ${text}\n`);
        return;
      }
      const filled = total === 0 ? WIDTH : Math.round((Math.min(done, total) / total) * WIDTH);
      stream.write(`\r${label} [${'#'.repeat(filled)}${'-'.repeat(WIDTH - filled)}] ${text}`);
      drawn = true;
    },
    note(message) {
      endBar();
      stream.write(`${label}: ${message}\n`);
    },
  };
}
