export { Island, type IslandProps } from './island';
export { StaticPart } from './static-part';
export { isArrivingPage, leaveArrivingPage, markArrivingPage } from './arriving-page';
export { watchIsland, nearViewport } from './wake';
export * from './protocol';
