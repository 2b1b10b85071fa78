import { getLabels } from '@/lib/content/settings';
import type { CaseStudyData } from '@/lib/content/catalogue-sections';

/** A customer story: who, the challenge, the solution, and the results as big figures. */
export async function CaseStudy({ study }: { study: CaseStudyData }) {
  const { sections: words } = await getLabels();
  return (
    <div className="grid items-start gap-10 lg:grid-cols-[1.2fr_1fr]">
      <div>
        <p className="font-semibold text-brand-800">{study.business}</p>
        <p className="mt-3 text-lg leading-relaxed text-slate-700">{study.summary}</p>
        <h3 className="mt-8 text-lg font-bold">{words.challenge}</h3>
        <p className="mt-2 leading-relaxed text-slate-600">{study.challenge}</p>
        <h3 className="mt-6 text-lg font-bold">{words.solution}</h3>
        <p className="mt-2 leading-relaxed text-slate-600">{study.solution}</p>
      </div>
      <div className="on-dark rounded-card bg-brand-900 p-6 shadow-card sm:p-8">
        <h3 className="text-lg font-bold text-white">{words.results}</h3>
        <dl className="mt-6 space-y-6">
          {study.results.map((result) => (
            <div
              key={result.label}
              className="flex flex-col-reverse border-t border-white-15 pt-5 first:border-t-0 first:pt-0"
            >
              <dt className="mt-1 text-brand-100">{result.label}</dt>
              <dd className="text-4xl font-extrabold tracking-tight text-accent-300 sm:text-5xl">{result.value}</dd>
            </div>
          ))}
        </dl>
      </div>
    </div>
  );
}
