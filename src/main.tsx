// The account centre's one bootstrap with side effects: styles, then the app.
import './app/app.css';
import { startApp } from './app/start';

const container = document.getElementById('root');
if (container) void startApp(container);
