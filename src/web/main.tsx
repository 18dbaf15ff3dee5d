import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import './app/i18n/register-common';
import { Providers } from './app/providers';
import './styles.css';

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element in index.html');

createRoot(container).render(
  <StrictMode>
    <Providers />
  </StrictMode>,
);
