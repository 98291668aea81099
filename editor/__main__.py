import sys

from editor.main import main

sys.exit(main())
