import { lazyStaticPart, Section, SectionHeading, StaticPart } from '@radix/site-kit';
import { SkillBars } from '../features/about/components/skill-bars';
import { skillsHeading, skillsLead } from '../features/about/content/skills';
import '../features/about/styles/about.scss';
import { SimplePage } from './simple-page';

const aboutText = () => import(/* webpackChunkName: "about-text" */ '../features/about/components/about-text');
const AboutIntro = lazyStaticPart(() => aboutText().then((text) => text.AboutIntro));
const AboutStory = lazyStaticPart(() => aboutText().then((text) => text.AboutStory));

/** Loads what the page renders in the browser beyond its own chunk: its text. */
export const prepare = async (): Promise<void> => {
  await aboutText();
};

/**
 * The page's text is a chunk of its own that the page arriving rendered never loads (it keeps the
 * server's HTML); the skill bars, which fill when seen, hydrate.
 */
export function AboutPage() {
  return (
    <SimplePage route="about">
      <Section labelledBy="about-intro-heading">
        <AboutIntro />
      </Section>
      <Section tone="surface" labelledBy="about-story-heading">
        <AboutStory />
      </Section>
      <Section labelledBy="about-skills-heading">
        <div className="row g-4 g-xl-5">
          <div className="col-12 col-lg-5">
            <StaticPart>
              <SectionHeading
                id="about-skills-heading"
                eyebrow="What we do best"
                title={skillsHeading}
                lead={skillsLead}
                align="start"
              />
            </StaticPart>
          </div>
          <div className="col-12 col-lg-7">
            <SkillBars />
          </div>
        </div>
      </Section>
    </SimplePage>
  );
}
