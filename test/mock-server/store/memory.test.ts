import { createMemoryStore } from '../../../mock-server/src/store/index.js';
import { describeStoreBehaviour } from './behaviour.js';

describeStoreBehaviour('memory', createMemoryStore);
