import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { PreviewPlan } from '@/lib/og/share-preview-cache';

// The data cache stub runs every read (tests/unit/next-cache-stub.ts): what is under test is what a
// read draws, counts and answers; keeping is the cache handler's (bounded-pages.test.ts).
let readSharePreview: typeof import('@/lib/og/share-preview-cache').readSharePreview;

beforeAll(async () => {
  vi.stubEnv('PREVIEW_RENDER_LIMIT', '2');
  vi.stubEnv('REDIS_URL', '');
  ({ readSharePreview } = await import('@/lib/og/share-preview-cache'));
});

const client = (address: string) => new Headers({ 'x-forwarded-for': address });
const image = (draw = vi.fn(async () => Buffer.from('jpeg'))) => ({
  draw,
  plan: async (): Promise<PreviewPlan> => ({ kind: 'image', draw }),
});

describe('readSharePreview', () => {
  it('draws within the client’s render limit, then answers the generic card, never an error', async () => {
    const answers = [];
    for (let n = 0; n < 3; n += 1) {
      const { plan } = image();
      answers.push(await readSharePreview(['search', `city=Durban&page=${n}`], client('192.0.2.50'), plan));
    }
    expect(answers.map((answer) => answer.kind)).toEqual(['image', 'image', 'generic']);
    expect(answers[0]).toEqual({ kind: 'image', jpeg: Buffer.from('jpeg'), drawn: true });
    expect(answers[2]).toEqual({ kind: 'generic', reason: 'render-limit' });
    // Another client still gets its own.
    expect((await readSharePreview(['search', 'x'], client('192.0.2.51'), image().plan)).kind).toBe('image');
  });

  it('counts no render point for a link without an image of its own, and draws nothing for it', async () => {
    const draw = vi.fn(async () => Buffer.from('never'));
    for (let n = 0; n < 5; n += 1) {
      expect(
        await readSharePreview(['search', `query=${n}`], client('192.0.2.60'), async () => ({
          kind: 'generic',
        })),
      ).toEqual({ kind: 'generic', reason: 'unknown' });
    }
    expect(
      await readSharePreview(['shortlist', 'rc-1'], client('192.0.2.60'), async () => ({
        kind: 'not-found',
      })),
    ).toEqual({
      kind: 'not-found',
    });
    expect(draw).not.toHaveBeenCalled();
    const { plan } = image();
    expect((await readSharePreview(['search', 'city=Durban'], client('192.0.2.60'), plan)).kind).toBe(
      'image',
    );
  });

  it('lets a failing read through to the route, which answers it', async () => {
    const failing = async (): Promise<PreviewPlan> => {
      throw new Error('search is down');
    };
    await expect(readSharePreview(['search', 'city=Durban'], client('192.0.2.70'), failing)).rejects.toThrow(
      'search is down',
    );
  });
});
