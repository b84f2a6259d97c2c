import { createGlobalTheme, createTheme } from '@vanilla-extract/css';
import { vars } from './contract.css.ts';
import { scales } from './values.ts';

/** Neutral greys, one blue primary; every text/background pair here meets WCAG AA (4.5:1). */
export const lightTokens = {
  ...scales,
  color: {
    background: '#f9fafb',
    surface: '#ffffff',
    surfaceMuted: '#f3f4f6',
    surfaceHover: '#f3f4f6',
    surfaceSelected: '#eff6ff',
    border: '#e5e7eb',
    borderStrong: '#d1d5db',
    text: '#111827',
    textMuted: '#4b5563',
    textSubtle: '#6b7280',
    textInverse: '#ffffff',
    primary: '#2563eb',
    primaryHover: '#1d4ed8',
    primaryPressed: '#1e40af',
    primaryText: '#ffffff',
    primarySubtle: '#eff6ff',
    primarySubtleText: '#1d4ed8',
    destructive: '#dc2626',
    destructiveHover: '#b91c1c',
    destructiveText: '#b91c1c',
    destructiveSubtle: '#fef2f2',
    focusRing: '#2563eb',
    overlay: 'rgba(17, 24, 39, 0.45)',
    link: '#1d4ed8',
    sidebar: '#ffffff',
    sidebarText: '#374151',
    sidebarTextMuted: '#6b7280',
    sidebarHover: '#f3f4f6',
    sidebarActive: '#eff6ff',
    sidebarActiveText: '#1d4ed8',
    sidebarBorder: '#e5e7eb',
    tooltip: '#111827',
    tooltipText: '#ffffff',
    skeleton: '#e5e7eb',
  },
  tone: {
    neutral: { bg: '#f3f4f6', fg: '#374151', border: '#e5e7eb', solid: '#6b7280' },
    blue: { bg: '#eff6ff', fg: '#1d4ed8', border: '#bfdbfe', solid: '#2563eb' },
    orange: { bg: '#fff7ed', fg: '#c2410c', border: '#fed7aa', solid: '#ea580c' },
    purple: { bg: '#faf5ff', fg: '#7e22ce', border: '#e9d5ff', solid: '#9333ea' },
    green: { bg: '#f0fdf4', fg: '#15803d', border: '#bbf7d0', solid: '#16a34a' },
    red: { bg: '#fef2f2', fg: '#b91c1c', border: '#fecaca', solid: '#dc2626' },
    yellow: { bg: '#fefce8', fg: '#854d0e', border: '#fde68a', solid: '#ca8a04' },
    amber: { bg: '#fffbeb', fg: '#92400e', border: '#fcd34d', solid: '#d97706' },
  },
  shadow: {
    sm: '0 1px 2px 0 rgba(16, 24, 40, 0.05)',
    md: '0 4px 8px -2px rgba(16, 24, 40, 0.08), 0 2px 4px -2px rgba(16, 24, 40, 0.04)',
    lg: '0 12px 24px -4px rgba(16, 24, 40, 0.12), 0 4px 8px -4px rgba(16, 24, 40, 0.06)',
    focus: '0 0 0 3px rgba(37, 99, 235, 0.25)',
  },
};

/** The light theme as a class (to scope it) and as the document default, so portalled overlays get it too. */
export const lightTheme = createTheme(vars, lightTokens);
createGlobalTheme(':root', vars, lightTokens);
