// GET /openapi.json — public, so tools can read the contract without a key.
import { UPSTREAM_PATHS } from '../../lib/fleet-api/endpoints';
import { sendJson } from '../http/problem';
import { exactPath, type Route } from '../http/router';
import { buildOpenApiDocument } from '../openapi/document';

let cached: { url: string; doc: unknown } | null = null;

export const openApiRoutes: Route[] = [
  {
    pattern: exactPath(UPSTREAM_PATHS.openapi),
    public: true,
    methods: {
      GET: ({ sim, res }) => {
        const url = sim.publicUrl();
        if (cached?.url !== url) cached = { url, doc: buildOpenApiDocument(url) };
        sendJson(res, 200, cached.doc);
      },
    },
  },
];
