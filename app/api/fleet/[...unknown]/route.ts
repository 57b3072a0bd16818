// Any /api/fleet/** path no route serves: a problem+json 404 with the API headers. proxy.ts
// does not run for /api/fleet/** (see its matcher), so Next's HTML 404 page would otherwise
// answer here without them.
import { withApiHeaders } from '@/lib/server/route';
import { problemResponse } from '@/lib/server/problem';

function notFound(req: Request): Response {
  return withApiHeaders(problemResponse(404, 'Not found', 'The dashboard has no such API route.'), new URL(req.url), req.headers);
}

export const GET = notFound;
export const HEAD = notFound;
export const POST = notFound;
export const PUT = notFound;
export const PATCH = notFound;
export const DELETE = notFound;
export const OPTIONS = notFound;
