import { start } from './app/start';
import './views/styles.css';

const container = document.getElementById('root');
if (container) void start(container);
