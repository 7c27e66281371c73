/** Styles are the web build's job: in the Node build a style import is an empty module. */
module.exports = function ignoreStyles() {
  return 'export {};';
};
