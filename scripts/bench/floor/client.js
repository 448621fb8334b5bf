// @ts-check
/** The floor page's script: hydrates the pre-rendered component, and nothing else. */
import { createElement } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { Floor } from './floor.js';

const root = document.getElementById('root');
if (root) hydrateRoot(root, createElement(Floor));
