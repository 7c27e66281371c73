import { use } from 'react';
import { contentLoader, Island, StaticPart } from '@radix/site-kit';
import { TitledSection } from '../../../components/titled-section';
import { CardSection } from '../../product-page/components/card-section';
import { ProductIntro } from '../../product-page/components/product-intro';
import { schoolErp } from '../content/school-erp';
import { BenefitsAccordion } from './benefits-accordion';
import { TemplateDownloads } from './template-downloads';

/**
 * Bootstrap's tabs come with their own chunk, when the module browser nears the viewport; a page
 * the visitor navigates to loads it first (`prepareModuleBrowser`) and renders it at once.
 */
const loadModuleBrowser = contentLoader({
  browser: () =>
    import(/* webpackChunkName: "module-browser" */ './module-browser').then((browser) => (
      <browser.ModuleBrowser tabs={schoolErp.moduleTabs} />
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
        <ProductIntro product="schoolErp" intro={schoolErp.intro} />
        <CardSection content={schoolErp.challenges} tone="surface" />
        <CardSection content={schoolErp.whyNeeded} tone="plain" />
      </StaticPart>
      <TitledSection id="modules" tone="surface" {...schoolErp.modules}>
        <Island hydrate="visible">
          <ModuleBrowser />
        </Island>
      </TitledSection>
      <StaticPart>
        <CardSection content={schoolErp.dashboards} tone="plain" />
      </StaticPart>
      <TitledSection id="benefits" tone="surface" {...schoolErp.benefits}>
        <StaticPart>
          <BenefitsAccordion groups={schoolErp.benefitGroups} />
        </StaticPart>
      </TitledSection>
      <StaticPart>
        <CardSection content={schoolErp.values} tone="plain" />
      </StaticPart>
      <TemplateDownloads tone="surface" />
    </>
  );
}
