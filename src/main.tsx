import { start } from './app/start';
import './shared/styles.css';
import './app/shell/static-shell.css';

const container = document.getElementById('root');
if (container) void start(container);
