/** Terms and their explanations as cards (a description list): four across when there are four, else three. */
export function DefinitionGrid({ items }: { items: readonly { title: string; description: string }[] }) {
  return (
    <dl className={`grid gap-6 ${items.length === 4 ? 'sm:grid-cols-2 lg:grid-cols-4' : 'md:grid-cols-3'}`}>
      {items.map((item) => (
        <div key={item.title} className="rounded-card border border-slate-200 bg-white p-6 shadow-card">
          <dt className="text-lg font-bold text-brand-950">{item.title}</dt>
          <dd className="mt-2 leading-relaxed text-slate-600">{item.description}</dd>
        </div>
      ))}
    </dl>
  );
}
