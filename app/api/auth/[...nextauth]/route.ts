import NextAuth from 'next-auth';
import { getAuthOptions } from '@/lib/auth/options';

type Context = { params: Promise<{ nextauth: string[] }> };

// Options are built on first use (not at import), so `next build` needs no runtime env.
async function handler(req: Request, context: Context) {
  return NextAuth(req as never, context as never, getAuthOptions()) as Promise<Response>;
}

export { handler as GET, handler as POST };
