/** What other features may use of auth (issue 26): the rest of the folder is private. */
import './screenText';
