export { Island, type IslandProps } from './island';
export { lazyStaticPart, StaticPart } from './static-part';
export { isArrivingPage, leaveArrivingPage, markArrivingPage } from './arriving-page';
export { watchIsland, nearViewport } from './wake';
export * from './protocol';
