import { ApiError, notFound } from '../../http/errors.ts';
import { staffRouter } from '../../http/router.ts';
import { cmsDone } from '../../../shared/cms/cms-contract.ts';
import { MEDIA_LIMITS, MEDIA_TEXTS } from '../../../shared/cms/media-contract.ts';
import { announceCmsChange } from './cms-changes.ts';
import {
  deleteMediaRoute,
  getMediaRoute,
  listMediaRoute,
  updateMediaRoute,
  uploadMediaRoute,
} from './media-openapi.ts';
import { deleteMedia, findMedia, listMedia, updateMediaAlt } from './media-service.ts';
import { storeUploads } from './media-upload.ts';

/** The media library (issue 22 item 4); files are served under /media/cms/… (media-serving.ts). */
export function mediaRoutes() {
  const app = staffRouter('admin');

  app.openapi(listMediaRoute, async (c) => {
    const { db, storage } = c.var.deps;
    return c.json(await listMedia(db, storage, c.req.valid('query')), 200);
  });

  app.openapi(uploadMediaRoute, async (c) => {
    const { db, storage, clock } = c.var.deps;
    const { files: sent } = c.req.valid('form');
    const files = Array.isArray(sent) ? sent : [sent];
    if (files.length > MEDIA_LIMITS.filesPerUpload) {
      const message = MEDIA_TEXTS.tooManyFiles(MEDIA_LIMITS.filesPerUpload);
      throw new ApiError(400, 'VALIDATION_FAILED', message, { files: message });
    }
    const result = await storeUploads(db, storage, files, { actor: c.var.viewer, at: clock.now() });
    if (result.uploaded.length > 0) return c.json(result, 201);
    const reasons = result.rejected.map((r) => `${r.original_name}: ${r.message}`);
    const fields = Object.fromEntries(result.rejected.map((r, i) => [`files.${i}`, r.message]));
    const message = `${MEDIA_TEXTS.noneStored}. ${reasons.join('; ')}`;
    return c.json({ error: { code: 'MEDIA_REJECTED', message, fields }, ...result }, 400);
  });

  app.openapi(getMediaRoute, async (c) => {
    const { db, storage } = c.var.deps;
    const file = await findMedia(db, storage, c.req.valid('param').id);
    if (!file) throw notFound('Media file');
    return c.json(file, 200);
  });

  app.openapi(updateMediaRoute, async (c) => {
    const { db, storage } = c.var.deps;
    const { id } = c.req.valid('param');
    const file = await updateMediaAlt(db, storage, id, c.req.valid('json').alt_text, c.var.viewer);
    if (!file) throw notFound('Media file');
    return c.json(file, 200);
  });

  app.openapi(deleteMediaRoute, async (c) => {
    const { db, storage, bus } = c.var.deps;
    const force = c.req.valid('query').force === 'true';
    const outcome = await deleteMedia(db, storage, c.req.valid('param').id, force, c.var.viewer);
    if (outcome.kind === 'not-found') throw notFound('Media file');
    if (outcome.kind === 'in-use') throw new ApiError(409, 'MEDIA_IN_USE', MEDIA_TEXTS.inUse);
    // A forced delete takes an image off the pages that showed it.
    await announceCmsChange(bus);
    return c.json({ message: cmsDone('Media file', 'deleted') }, 200);
  });
  return app;
}
