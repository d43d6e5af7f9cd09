/** "Thinking..." while a reply is on its way; the dots are decoration. */
export function TypingIndicator() {
  return (
    <div
      role="status"
      className="mr-auto flex w-fit items-center gap-2 rounded-2xl rounded-bl-sm bg-slate-100 px-4 py-3 text-sm text-slate-700"
    >
      <span aria-hidden="true" className="flex gap-1">
        {[0, 150, 300].map((delay) => (
          <span
            key={delay}
            style={{ animationDelay: `${delay}ms` }}
            className="size-1.5 animate-bounce rounded-full bg-slate-500 motion-reduce:animate-none"
          />
        ))}
      </span>
      Thinking...
    </div>
  );
}
