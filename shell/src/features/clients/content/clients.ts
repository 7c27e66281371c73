/** The emblem drawn beside a client's name in its wordmark. */
export type LogoMark = 'shield' | 'circle' | 'hexagon' | 'leaf' | 'square' | 'wave';

/** A client organisation shown in the logo strip, drawn as a monochrome wordmark that takes its colour on hover. */
export interface Client {
  key: string;
  /** Full name: the logo's text alternative. */
  name: string;
  /** The two lines of the wordmark as drawn. */
  wordmark: readonly [string, string];
  /** Letters inside the emblem. */
  initials: string;
  mark: LogoMark;
  /** Brand colour shown on hover. */
  colour: string;
  city: string;
}

export const clientsHeading = 'Trusted by schools, colleges and businesses';
export const clientsLead = 'Organisations in Gujarat and Queensland that run on our software and services.';

export const clients: readonly Client[] = [
  {
    key: 'shreeji',
    name: 'Shreeji Vidyalaya, Vadodara',
    wordmark: ['Shreeji', 'Vidyalaya'],
    initials: 'SV',
    mark: 'shield',
    colour: '#1746A2',
    city: 'Vadodara',
  },
  {
    key: 'amrut',
    name: 'Amrut Polymers, Ahmedabad',
    wordmark: ['Amrut', 'Polymers'],
    initials: 'AP',
    mark: 'hexagon',
    colour: '#0E7C66',
    city: 'Ahmedabad',
  },
  {
    key: 'riverside',
    name: 'Riverside Grammar School, Brisbane',
    wordmark: ['Riverside', 'Grammar'],
    initials: 'RG',
    mark: 'shield',
    colour: '#7A1F3D',
    city: 'Brisbane',
  },
  {
    key: 'kavya',
    name: 'Kavya Textiles, Surat',
    wordmark: ['Kavya', 'Textiles'],
    initials: 'KT',
    mark: 'wave',
    colour: '#B35300',
    city: 'Surat',
  },
  {
    key: 'narmada',
    name: 'Narmada Valley College, Bharuch',
    wordmark: ['Narmada', 'College'],
    initials: 'NV',
    mark: 'circle',
    colour: '#0F2E6E',
    city: 'Bharuch',
  },
  {
    key: 'sunshine',
    name: 'Sunshine Coast Timber Co., Maroochydore',
    wordmark: ['Sunshine', 'Timber Co.'],
    initials: 'ST',
    mark: 'leaf',
    colour: '#2F7D32',
    city: 'Maroochydore',
  },
  {
    key: 'gir',
    name: 'Gir Fresh Foods, Rajkot',
    wordmark: ['Gir Fresh', 'Foods'],
    initials: 'GF',
    mark: 'leaf',
    colour: '#C2410C',
    city: 'Rajkot',
  },
  {
    key: 'moreton',
    name: 'Moreton Bay Outfitters, Redcliffe',
    wordmark: ['Moreton Bay', 'Outfitters'],
    initials: 'MB',
    mark: 'square',
    colour: '#0369A1',
    city: 'Redcliffe',
  },
  {
    key: 'banyan',
    name: 'Banyan International School, Anand',
    wordmark: ['Banyan', 'Intl. School'],
    initials: 'BI',
    mark: 'circle',
    colour: '#15803D',
    city: 'Anand',
  },
  {
    key: 'toowoomba',
    name: 'Toowoomba Precision Engineering, Toowoomba',
    wordmark: ['Toowoomba', 'Precision'],
    initials: 'TP',
    mark: 'hexagon',
    colour: '#9A3412',
    city: 'Toowoomba',
  },
];
