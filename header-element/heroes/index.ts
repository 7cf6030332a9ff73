// Entry of the standalone hero bundle (dist/header/shs-heroes.js): registering only, guarded so a
// second script tag on the same page does no harm.
import { defineShsHero, defineShsHeroGallery } from './define';

defineShsHeroGallery();
defineShsHero();
