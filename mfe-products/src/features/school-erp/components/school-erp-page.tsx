import { use } from 'react';
import { contentLoader, Island, StaticPart } from '@radix/site-kit';
import { TitledSection } from '../../../components/titled-section';
import { CardSection } from '../../product-page/components/card-section';
import { ProductIntro } from '../../product-page/components/product-intro';
import { benefitGroups } from '../content/benefit-groups';
import { moduleTabs } from '../content/module-tabs';
import { schoolChallenges, schoolDashboards, schoolIntro, schoolValues, schoolWhyNeeded } from '../content/school-erp';
import { BenefitsAccordion } from './benefits-accordion';
import { TemplateDownloads } from './template-downloads';

/**
 * Bootstrap's tabs come with their own chunk, when the module browser nears the viewport; a page
 * the visitor navigates to loads it first (`prepareModuleBrowser`) and renders it at once.
 */
const loadModuleBrowser = contentLoader({
  browser: () =>
    import(/* webpackChunkName: "module-browser" */ './module-browser').then((browser) => (
      <browser.ModuleBrowser tabs={moduleTabs} />
    )),
});

export const prepareModuleBrowser = () => loadModuleBrowser('browser');

function ModuleBrowser() {
  return use(loadModuleBrowser('browser'));
}

/**
 * The school ERP page's own content (its chunk is the largest, loaded only on this page). Only the
 * module tabs and the template downloads need script; the rest, the benefits' native disclosures
 * included, stays the server's HTML.
 */
export default function SchoolErpPage() {
  return (
    <>
      <StaticPart>
        <ProductIntro product="schoolErp" intro={schoolIntro} />
        <CardSection content={schoolChallenges} tone="surface" />
        <CardSection content={schoolWhyNeeded} tone="plain" />
      </StaticPart>
      <TitledSection
        id="modules"
        tone="surface"
        eyebrow="Modules"
        title="70 modules, organised the way a school works"
        lead="Browse the core modules, the mobile app features, communication tools, integrations and benefits."
      >
        <Island hydrate="visible">
          <ModuleBrowser />
        </Island>
      </TitledSection>
      <StaticPart>
        <CardSection content={schoolDashboards} tone="plain" />
      </StaticPart>
      <TitledSection
        id="benefits"
        tone="surface"
        eyebrow="Benefits and reporting"
        title="Benefits for everyone in your school"
        lead="From the trust or franchise that owns the school to the student in class, with MIS reports behind every decision."
      >
        <StaticPart>
          <BenefitsAccordion groups={benefitGroups} />
        </StaticPart>
      </TitledSection>
      <StaticPart>
        <CardSection content={schoolValues} tone="plain" />
      </StaticPart>
      <TemplateDownloads tone="surface" />
    </>
  );
}
