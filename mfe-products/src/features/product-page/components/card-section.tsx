import { CardGrid } from '../../../components/card-grid';
import { TitledSection } from '../../../components/titled-section';
import type { CardSection as Content } from '../../../../content/schemas';

/** A titled section of cards: issues and challenges, reasons, features or modules. */
export function CardSection({ content, tone }: { content: Content; tone: 'plain' | 'surface' }) {
  const columns = content.items.length % 3 === 0 || content.items.length > 8 ? 3 : 4;
  return (
    <TitledSection id={content.id} tone={tone} eyebrow={content.eyebrow} title={content.heading} lead={content.lead}>
      <CardGrid items={content.items} columns={columns} />
    </TitledSection>
  );
}
