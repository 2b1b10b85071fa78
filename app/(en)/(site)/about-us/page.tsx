import { getPage } from '@/lib/content/page';
import type { IconName } from '@/lib/editor/icon-names';
import { pageMetadata } from '@/lib/seo/metadata';
import { CtaBand } from '@/components/sections/cta-band';
import { FeatureGrid } from '@/components/sections/feature-grid';
import { PageHero } from '@/components/sections/page-hero';
import { ProcessSteps } from '@/components/sections/process-steps';
import { IconTile } from '@/components/ui/icon';
import { Section } from '@/components/ui/section';
import { ArrowLink } from '@/components/ui/arrow-link';
import { CheckList } from '@/components/ui/check-list';
import { Card } from '@/components/ui/card';

const path = '/about-us';

export function generateMetadata() {
  return pageMetadata(path);
}

export default async function AboutUsPage() {
  const { story, missionAndVision, values, howWeWork, visit, cta } = (await getPage('about-us')).data;
  const { mission, vision } = missionAndVision;
  return (
    <>
      <PageHero path={path} />

      <Section id="story">
        <div className="grid gap-10 lg:grid-cols-[1.4fr_1fr] lg:gap-14">
          <div>
            <p className="text-sm font-semibold tracking-wider text-accent-700 uppercase">{story.eyebrow}</p>
            <h2 id="story-heading" className="mt-3 text-h2 font-bold">
              {story.title}
            </h2>
            {story.paragraphs.map((paragraph) => (
              <p key={paragraph.slice(0, 32)} className="mt-5 max-w-measure text-lg leading-relaxed text-slate-600">
                {paragraph}
              </p>
            ))}
          </div>
          <dl className="grid grid-cols-2 gap-4 self-start">
            {story.facts.map((fact) => (
              <div
                key={fact.label}
                className="flex flex-col-reverse rounded-card border border-brand-100 bg-brand-50 p-5"
              >
                <dt className="mt-1 text-sm text-slate-600">{fact.label}</dt>
                <dd className="text-2xl font-extrabold tracking-tight text-brand-900">{fact.value}</dd>
              </div>
            ))}
          </dl>
        </div>
      </Section>

      <Section id="mission" tone="muted" title={missionAndVision.title}>
        <div className="grid gap-6 lg:grid-cols-2">
          <StatementCard
            icon="target"
            tone="accent"
            title={mission.title}
            text={mission.text}
            points={mission.points}
          />
          <StatementCard id="vision" icon="rocket" title={vision.title} text={vision.text} points={vision.points} />
        </div>
      </Section>

      <Section id="values" title={values.title} description={values.description}>
        <FeatureGrid items={values.items} columns={3} />
      </Section>

      <Section id="how-we-work" tone="muted" title={howWeWork.title} description={howWeWork.description}>
        <ProcessSteps items={howWeWork.steps} />
      </Section>

      <Section id="visit">
        <div className="mx-auto flex max-w-3xl flex-col items-center gap-5 text-center">
          <IconTile name="map-pin" tone="accent" />
          <h2 id="visit-heading" className="text-h2 font-bold">
            {visit.title}
          </h2>
          <p className="text-lg leading-relaxed text-slate-600">{visit.description}</p>
          <ArrowLink href={visit.action.href}>{visit.action.label}</ArrowLink>
        </div>
      </Section>

      <CtaBand {...cta} />
    </>
  );
}

/** The mission or the vision: an icon, a statement and what it commits us to. */
function StatementCard({
  id,
  icon,
  tone,
  title,
  text,
  points,
}: {
  id?: string;
  icon: IconName;
  tone?: 'brand' | 'accent';
  title: string;
  text: string;
  points: readonly string[];
}) {
  return (
    <Card as="article" id={id} className="p-6 sm:p-8">
      <IconTile name={icon} tone={tone} />
      <h3 className="mt-4 text-h3 font-bold">{title}</h3>
      <p className="mt-3 text-lg leading-relaxed text-slate-600">{text}</p>
      <CheckList items={points} className="mt-5 space-y-3" itemClassName="flex gap-3" iconClassName="mt-0.5 h-5 w-5" />
    </Card>
  );
}
