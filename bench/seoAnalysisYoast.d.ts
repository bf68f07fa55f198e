// yoastseo 3.6.0 names a types folder it does not ship (STACK-NOTES §3); the bench is its only user.
declare module 'yoastseo';
declare module 'yoastseo/build/languageProcessing/languages/en/Researcher.js';
