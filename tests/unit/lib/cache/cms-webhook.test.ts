import { describe, expect, it } from 'vitest';
import { tagsOfCmsWebhook } from '@/lib/cache/cms-webhook';

const EVERY_CONTENT_TAG = ['content:pages', 'content:news', 'content:chrome'];

/** Contentful's bodies: the entry with its fields on a publish; its sys alone on an unpublish or delete. */
function entryBody(type: string, contentType: string | null, fields = false) {
  return {
    sys: {
      type,
      id: '5KsDBWseXY6QegucYAoacS',
      space: { sys: { type: 'Link', linkType: 'Space', id: 'yadj1kx9rmg0' } },
      ...(contentType === null
        ? {}
        : { contentType: { sys: { type: 'Link', linkType: 'ContentType', id: contentType } } }),
      revision: 3,
    },
    ...(fields ? { fields: { title: { 'en-US': 'A title' }, slug: { 'en-US': 'a-title' } } } : {}),
  };
}

describe('tagsOfCmsWebhook', () => {
  it('purges the content type of a published, unpublished or deleted entry', () => {
    expect(tagsOfCmsWebhook('ContentManagement.Entry.publish', entryBody('Entry', 'newsItem', true))).toEqual(
      {
        ok: true,
        tags: ['content:news'],
      },
    );
    expect(tagsOfCmsWebhook('ContentManagement.Entry.unpublish', entryBody('DeletedEntry', 'page'))).toEqual({
      ok: true,
      tags: ['content:pages'],
    });
    expect(
      tagsOfCmsWebhook('ContentManagement.Entry.delete', entryBody('DeletedEntry', 'navigation')),
    ).toEqual({
      ok: true,
      tags: ['content:chrome'],
    });
  });

  it('purges every content tag when it cannot tell what held the entry or asset', () => {
    for (const [topic, body] of [
      ['ContentManagement.Entry.unpublish', entryBody('DeletedEntry', null)],
      ['ContentManagement.Entry.delete', entryBody('DeletedEntry', 'author')],
      ['ContentManagement.Entry.publish', entryBody('Entry', 'constructor', true)],
      ['ContentManagement.Asset.publish', entryBody('Asset', null, true)],
      ['ContentManagement.Asset.delete', entryBody('DeletedAsset', null)],
    ] as const) {
      expect(tagsOfCmsWebhook(topic, body), topic).toEqual({ ok: true, tags: EVERY_CONTENT_TAG });
    }
  });

  it('purges nothing for a change to drafts alone', () => {
    for (const action of ['save', 'auto_save', 'create', 'archive', 'unarchive']) {
      expect(tagsOfCmsWebhook(`ContentManagement.Entry.${action}`, entryBody('Entry', 'page', true))).toEqual(
        {
          ok: true,
          tags: [],
        },
      );
    }
  });

  it('refuses another topic or a body without an id, saying why', () => {
    for (const topic of [
      'ContentManagement.ContentType.publish',
      'ContentManagement.Entry.destroy',
      'Entry.publish',
      '',
    ]) {
      const result = tagsOfCmsWebhook(topic, entryBody('Entry', 'page'));
      expect(result, topic).toMatchObject({
        ok: false,
        message: expect.stringMatching(/no topic this site takes/),
      });
    }
    for (const body of [
      null,
      {},
      { sys: {} },
      { sys: { id: '../x' } },
      { sys: { id: 'x', contentType: { sys: { id: 1 } } } },
    ]) {
      expect(tagsOfCmsWebhook('ContentManagement.Entry.publish', body), JSON.stringify(body)).toMatchObject({
        ok: false,
        message: expect.stringMatching(/^(body|sys)/),
      });
    }
  });
});
