export default function HomePage() {
  return (
    <main className="mx-auto max-w-3xl p-8">
      <h1 className="text-2xl font-semibold">Fleet Safety</h1>
      <p className="mt-2 text-slate-600">The dashboard is being assembled.</p>
    </main>
  );
}
