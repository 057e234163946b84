// Ported from PinLayout's Example/PinLayoutSample/UI/Examples/TableViewReadableContent/TableViewReadableContentView.swift with the README's renames and the edits
// its "Porting PinLayout code" section lists.
//  Copyright (c) 2017 Luc Dion
//  Permission is hereby granted, free of charge, to any person obtaining a copy
//  of this software and associated documentation files (the "Software"), to deal
//  in the Software without restriction, including without limitation the rights
//  to use, copy, modify, merge, publish, distribute, sublicense, and/or sell
//  copies of the Software, and to permit persons to whom the Software is
//  furnished to do so, subject to the following conditions:
//
//  The above copyright notice and this permission notice shall be included in
//  all copies or substantial portions of the Software.
//
//  THE SOFTWARE IS PROVIDED "AS IS", WITHOUT WARRANTY OF ANY KIND, EXPRESS OR
//  IMPLIED, INCLUDING BUT NOT LIMITED TO THE WARRANTIES OF MERCHANTABILITY,
//  FITNESS FOR A PARTICULAR PURPOSE AND NONINFRINGEMENT. IN NO EVENT SHALL THE
//  AUTHORS OR COPYRIGHT HOLDERS BE LIABLE FOR ANY CLAIM, DAMAGES OR OTHER
//  LIABILITY, WHETHER IN AN ACTION OF CONTRACT, TORT OR OTHERWISE, ARISING FROM,
//  OUT OF OR IN CONNECTION WITH THE SOFTWARE OR THE USE OR OTHER DEALINGS IN
//  THE SOFTWARE.

import Foundation
import PinEngine

class TableViewReadableContentView: View {

    fileprivate let tableView = TableView()
    fileprivate let methodCellTemplate = MethodReadableInsetsCell()
    fileprivate var methods: [Method] = []
    
    init() {
        super.init(frame: .zero)

        tableView.dataSource = self
        tableView.delegate = self
        tableView.tableFooterView = View()
        tableView.register(MethodReadableInsetsCell.self, forCellReuseIdentifier: MethodReadableInsetsCell.reuseIdentifier)
        tableView.register(MethodReadableInsetsGroupHeader.self, forHeaderFooterViewReuseIdentifier: MethodReadableInsetsGroupHeader.reuseIdentifier)
        addSubview(tableView)
    }
    
    required init?(coder aDecoder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
    
    func configure(methods: [Method]) {
        self.methods = methods
        tableView.reloadData()
    }
    
    override func layoutSubviews() {
        super.layoutSubviews()
        
        tableView.pin.all()
    }
}

// MARK: TableViewDataSource, TableViewDelegate
extension TableViewReadableContentView: TableViewDataSource, TableViewDelegate {
    func tableView(_ tableView: TableView, heightForHeaderInSection section: Int) -> Double {
        return MethodReadableInsetsGroupHeader.height
    }
    
    func tableView(_ tableView: TableView, viewForHeaderInSection section: Int) -> View? {
        let header = tableView.dequeueReusableHeaderFooterView(withIdentifier: MethodReadableInsetsGroupHeader.reuseIdentifier) as! MethodReadableInsetsGroupHeader
        header.configure(title: "PinLayout few methods")
        return header
    }
    
    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
        return methods.count
    }
    
    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: MethodReadableInsetsCell.reuseIdentifier, for: indexPath) as! MethodReadableInsetsCell
        cell.configure(method: methods[indexPath.row])
        
        return cell
    }
    
    func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> Double {
        // WARNING: 
        // Configure a MethodReadableInsetsCell and ask its size.
        methodCellTemplate.configure(method: methods[indexPath.row])
        return methodCellTemplate.sizeThatFits(Size(width: tableView.bounds.width, height: .greatestFiniteMagnitude)).height
    }
}
