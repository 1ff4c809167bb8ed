"""docs/examples/survey.ipynb is run here, and its outputs are the ones
stored in it: `GRUNDY_NOTEBOOK=write pytest tests/test_notebook.py`
writes them (review the diff), as insta's snapshots are updated."""

import os
import pathlib

import pytest

nbformat = pytest.importorskip("nbformat")
nbclient = pytest.importorskip("nbclient")

NOTEBOOK = pathlib.Path(__file__).resolve().parents[2] / "docs" / "examples" / "survey.ipynb"
# The outputs compared: what a reader sees, not the kernel's logs.
SHOWN = ("text/plain", "text/html", "image/svg+xml")


def shown(notebook):
    """Each code cell's outputs as a reader sees them."""
    cells = []
    for cell in notebook.cells:
        if cell.cell_type != "code":
            continue
        outputs = []
        for out in cell.get("outputs", []):
            if out.output_type == "stream" and out.name == "stdout":
                outputs.append(("stdout", out.text))
            elif out.output_type in ("execute_result", "display_data"):
                outputs.append(tuple((k, out.data[k]) for k in SHOWN if k in out.data))
            elif out.output_type == "error":
                outputs.append(("error", out.ename, out.evalue))
        cells.append(outputs)
    return cells


def test_the_notebooks_outputs_are_its_own():
    stored = nbformat.read(NOTEBOOK, as_version=4)
    ran = nbformat.read(NOTEBOOK, as_version=4)
    nbclient.NotebookClient(ran, timeout=600, kernel_name="python3",
                            resources={"metadata": {"path": str(NOTEBOOK.parent)}}).execute()
    # Logs of the Dask cluster on stderr are not part of the notebook.
    for cell in ran.cells:
        if cell.cell_type == "code":
            cell.outputs = [o for o in cell.outputs
                            if not (o.output_type == "stream" and o.name == "stderr")]
    if os.environ.get("GRUNDY_NOTEBOOK") == "write":
        nbformat.write(ran, NOTEBOOK)
        return
    assert shown(ran) == shown(stored), (
        "docs/examples/survey.ipynb's outputs differ from a run: "
        "GRUNDY_NOTEBOOK=write pytest tests/test_notebook.py, and review the diff")
