export function Message({ text }: { text: string }) {
  return (
    <main className="mx-auto max-w-xl px-4 py-16">
      <p className="rounded-xl border bg-card p-6">{text}</p>
      <p className="mt-4">
        <a href="/admin" className="font-semibold text-primary underline-offset-4 hover:underline">
          Back to the inbox
        </a>
      </p>
    </main>
  )
}
