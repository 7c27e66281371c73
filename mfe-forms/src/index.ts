import('./bootstrap').catch((error: unknown) => console.error('This remote could not start on its own', error));
