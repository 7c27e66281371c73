import type { ClientsContent } from '../../../../content/schemas';
import file from '../../../../content/clients.yml';

export type { Client, LogoMark } from '../../../../content/schemas';

/** The clients in the logo strip, with its heading and lead (`content/clients.yml`, checked by the build). */
const content = file as ClientsContent;

export const clientsHeading = content.heading;
export const clientsLead = content.lead;
export const clients = content.clients;
