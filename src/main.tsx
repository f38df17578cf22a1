import { start } from './app/start';
import './views/styles.css';
import './views/shell/static-shell.css';

const container = document.getElementById('root');
if (container) void start(container);
