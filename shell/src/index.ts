import { showStartupFailure } from './startup-failure';

import('./bootstrap').catch(showStartupFailure);
