import type { ServiceCard } from '../../../../content/schemas';
import file from '../../../../content/service-cards.yml';

/**
 * The cards of the services list (`content/service-cards.yml`, checked by the build). Domain
 * registration and web hosting share one card that leads to the hosting plans and links the domain
 * page as well.
 */
export const serviceCards = (file as { cards: readonly ServiceCard[] }).cards;
