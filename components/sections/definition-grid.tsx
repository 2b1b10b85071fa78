import { Card } from '@/components/ui/card';

/** Terms and their explanations as cards (a description list): four across when there are four, else three. */
export function DefinitionGrid({ items }: { items: readonly { title: string; description: string }[] }) {
  return (
    <dl className={`grid gap-6 ${items.length === 4 ? 'sm:grid-cols-2 lg:grid-cols-4' : 'md:grid-cols-3'}`}>
      {items.map((item) => (
        <Card key={item.title} className="p-6">
          <dt className="text-lg font-bold text-brand-950">{item.title}</dt>
          <dd className="mt-2 leading-relaxed text-slate-600">{item.description}</dd>
        </Card>
      ))}
    </dl>
  );
}
