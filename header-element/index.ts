// Entry of the standalone bundle (/header/shs-header.js): registering is its only side effect.
import { defineShsHeader } from './define';

defineShsHeader();
