import concurrently from 'concurrently';

const { result } = concurrently(
  [
    { name: 'api', command: 'node -r ts-node/register mfe-forms/dev-api/server.ts', prefixColor: 'gray' },
    { name: 'products', command: 'npm start -w mfe-products', prefixColor: 'blue' },
    { name: 'services', command: 'npm start -w mfe-services', prefixColor: 'magenta' },
    { name: 'forms', command: 'npm start -w mfe-forms', prefixColor: 'yellow' },
    { name: 'legal', command: 'npm start -w mfe-legal', prefixColor: 'cyan' },
    { name: 'shell', command: 'npm start -w shell', prefixColor: 'green' },
  ],
  { killOthersOn: ['failure'], prefix: 'name' },
);

result.then(
  () => process.exit(0),
  () => process.exit(1),
);
