import { execFile } from 'node:child_process';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** The checker, as the vnu-jar package ships it. */
const VNU_JAR = require.resolve('vnu-jar/build/dist/vnu.jar');

interface NuMessage {
  type: string;
  subType?: string;
  url?: string;
  lastLine?: number;
  message: string;
  extract?: string;
}

/**
 * The checker also reads the style sheets inlined in the head, with a CSS grammar that predates
 * what the site's CSS uses on purpose (`@starting-style`, `line-clamp`, scroll-driven animations,
 * container units). The HTML is what is checked here; whether the CSS does its work is shown by the
 * pages in the browsers the specs run in.
 */
function isAboutInlinedCss(message: NuMessage): boolean {
  return message.message.startsWith('CSS: ');
}

/**
 * The W3C Nu HTML Checker's errors in HTML files, one line each (`file:line: message «extract»`),
 * from one run of Java for all of them: each start of the checker costs a few seconds. Java comes
 * from the machine (Debian's default-jre-headless; `.ci/run` installs it where it is missing).
 */
export async function nuHtmlErrors(files: readonly string[]): Promise<string[]> {
  let report: string;
  try {
    await run('java', ['-jar', VNU_JAR, '--errors-only', '--format', 'json', ...files], {
      maxBuffer: 32 * 1024 * 1024,
    });
    return [];
  } catch (error) {
    const failure = error as NodeJS.ErrnoException & { stderr?: string };
    if (failure.code === 'ENOENT') throw new Error('The Nu HTML Checker needs Java 11 or later on the PATH');
    // It exits with 1 when it finds an error, and writes its report to stderr.
    report = failure.stderr ?? '';
  }
  const { messages } = JSON.parse(report) as { messages: NuMessage[] };
  return messages
    .filter((message) => message.type === 'error' || message.subType === 'fatal')
    .filter((message) => !isAboutInlinedCss(message))
    .map((message) => {
      const file = (message.url ?? '').split('/').pop();
      const extract = message.extract ? ` «${message.extract.trim().slice(0, 100)}»` : '';
      return `${file}:${message.lastLine ?? '?'}: ${message.message}${extract}`;
    });
}
