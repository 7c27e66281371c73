export * from './form-calls';
export * from './guard';
export * from './limits';
export * from './names';
export * from './no-script-page';
export * from './pass';
export * from './siteverify';
export * from './stamp';
