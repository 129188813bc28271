import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  HelpRequest,
  readCommandArgs,
  readCount,
  readPositiveNumber,
  UsageError,
  type CommandSpec,
} from '@/lib/cli/cli-args';
import { COMMANDS, type CommandName } from '@/lib/cli/commands';

const scripts = (JSON.parse(readFileSync('package.json', 'utf8')) as { scripts: Record<string, string> })
  .scripts;
/** Each npm script that runs a command of ours, with the file it runs. */
const OURS = Object.entries(scripts).flatMap(([name, command]) => {
  const file = /\b(lib\/(?:embedded\/[a-z]+\/)?cli\/[a-z-]+\.ts)\b/.exec(command)?.[1];
  return file ? [[name, file] as const] : [];
});

function failureOf(spec: CommandSpec, argv: readonly string[]): unknown {
  try {
    readCommandArgs(spec, argv);
  } catch (error) {
    return error;
  }
  return undefined;
}

describe('the commands of package.json', () => {
  it('each of ours has its usage and flags in lib/cli/commands.ts, and reads its arguments with them', () => {
    expect(OURS.map(([name]) => name).sort()).toEqual(Object.keys(COMMANDS).sort());
    for (const [name, file] of OURS) {
      expect(readFileSync(file, 'utf8'), file).toMatch(new RegExp(`runCommand\\(\\s*'${name}'`));
    }
  });

  describe.each(Object.keys(COMMANDS) as CommandName[])('npm run %s', (name) => {
    const spec = COMMANDS[name] as CommandSpec;
    const values = Array.from({ length: spec.positionals[0] }, () => 'value');

    it('takes what its usage names', () => {
      expect(readCommandArgs(spec, values).positionals).toEqual(values);
    });

    it('refuses an unknown flag with its usage (exit status 2)', () => {
      const failure = failureOf(spec, [...values, '--no-such-flag']);
      expect(failure).toBeInstanceOf(UsageError);
      expect((failure as Error).message).toContain("Unknown option '--no-such-flag'");
      expect((failure as Error).message).toContain(`Usage: npm run ${name}`);
    });

    it('prints its usage for --help (exit status 0)', () => {
      const failure = failureOf(spec, [...values, '--help']);
      expect(failure).toBeInstanceOf(HelpRequest);
      expect((failure as Error).message).toBe(spec.usage);
      expect(failureOf(spec, ['-h'])).toBeInstanceOf(HelpRequest);
    });

    it('refuses a value too many, and a flag without its value', () => {
      expect(
        failureOf(spec, [...values, 'one-more', ...Array(spec.positionals[1]).fill('x')]),
      ).toBeInstanceOf(UsageError);
      for (const [flag, option] of Object.entries(spec.options)) {
        const wrong = option.type === 'string' ? [...values, `--${flag}`] : [...values, `--${flag}=yes`];
        expect(failureOf(spec, wrong), flag).toBeInstanceOf(UsageError);
        expect(spec.usage).toContain(`--${flag}`);
      }
    });
  });

  it('reads the flags of an import, and refuses a value taken for a flag', () => {
    const spec = COMMANDS['listings:import'];
    const args = readCommandArgs(spec, ['feed.jsonl', '--skip-rejected', '--allow-removals', '37']);
    expect(args).toEqual({
      values: { 'skip-rejected': true, 'allow-removals': '37' },
      positionals: ['feed.jsonl'],
    });
    expect(failureOf(spec, ['feed.jsonl', '--allow-removals', '--dry-run'])).toBeInstanceOf(UsageError);
    expect(failureOf(spec, [])).toBeInstanceOf(UsageError);
  });

  it('reads counts and prices, or names the flag that was given something else', () => {
    expect(readCount('37', 'allow-removals')).toBe(37);
    expect(() => readCount('-1', 'allow-removals')).toThrow(/--allow-removals takes a whole number/);
    expect(() => readCount('5.5', 'allow-removals')).toThrow(UsageError);
    expect(readPositiveNumber('185.5', 'price')).toBe(185.5);
    expect(() => readPositiveNumber('0', 'price')).toThrow(/--price takes a number above 0/);
    expect(() => readPositiveNumber('abc', 'price')).toThrow(UsageError);
  });
});
