import { failOnConsoleError } from '../../tests/support/fail-on-console-error';

failOnConsoleError();
