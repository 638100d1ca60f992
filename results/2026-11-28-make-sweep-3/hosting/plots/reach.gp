reset
$D0 << EOD
294.0808398349838 0 269.6043021083972 301.6166073116578
EOD
$D1 << EOD
291.6651901930015 1 281.45043892180803 304.9100852399286
EOD
$D2 << EOD
337.81060018905674 0 "290"
341.49929546872005 1 "290"
EOD
set terminal pngcairo noenhanced size 900,240 font 'sans,10'
set output "reach.png"
set label 50 "Nodes one broker core carries within the budget (15 ms of its CPU per move), 3–5\ntrials (until settled)" at screen 0.5, screen 0.9083 center font ',12'
set tmargin at screen 0.7417
unset key
set logscale x 10
set xrange [55.55555555555556:1280.0]
set yrange [1.6:-0.6]
set grid xtics lc rgb '#dddddd'
set xtics ("100" 100, "200" 200, "500" 500, "1,000" 1000) font ',9'
set ytics ("czmq addressed" 0, "zmq addressed" 1) font ',10'
set xlabel "nodes" offset 0,0.3
set lmargin at screen 0.1633
set rmargin at screen 0.9667
set bmargin 5
set arrow 1 from first 100, graph 0 to first 100, graph 1 nohead lw 1 dt 2 lc rgb '#777777' back
set label 11 "run: 100" at first 100, graph 1.03 center tc rgb '#555555' font ',8'
set arrow 2 from first 256, graph 0 to first 256, graph 1 nohead lw 1 dt 2 lc rgb '#777777' back
set label 12 "run: 256" at first 256, graph 1.03 center tc rgb '#555555' font ',8'
set arrow 3 from first 512, graph 0 to first 512, graph 1 nohead lw 1 dt 2 lc rgb '#777777' back
set label 13 "run: 512" at first 512, graph 1.03 center tc rgb '#555555' font ',8'
set label 40 "filled: the budget is crossed between node counts that ran; hollow: beyond the largest (extrapolated by a line); bars:\nbootstrap intervals" at screen 0.02, screen 0.1333 font ',8' tc rgb '#333333'
plot $D0 using 1:2:3:4 with xerrorbars pt 7 ps 1.6 lw 2 lc rgb "#E69F00", \
     $D1 using 1:2:3:4 with xerrorbars pt 7 ps 1.6 lw 2 lc rgb "#0072B2", \
     $D2 using 1:2:3 with labels left font ',9' tc rgb '#333333'
set output
set terminal svg noenhanced size 900,240 dynamic font 'sans,10' background '#ffffff'
set output "reach.svg"
set label 50 "Nodes one broker core carries within the budget (15 ms of its CPU per move), 3–5\ntrials (until settled)" at screen 0.5, screen 0.9083 center font ',12'
set tmargin at screen 0.7417
unset key
set logscale x 10
set xrange [55.55555555555556:1280.0]
set yrange [1.6:-0.6]
set grid xtics lc rgb '#dddddd'
set xtics ("100" 100, "200" 200, "500" 500, "1,000" 1000) font ',9'
set ytics ("czmq addressed" 0, "zmq addressed" 1) font ',10'
set xlabel "nodes" offset 0,0.3
set lmargin at screen 0.1633
set rmargin at screen 0.9667
set bmargin 5
set arrow 1 from first 100, graph 0 to first 100, graph 1 nohead lw 1 dt 2 lc rgb '#777777' back
set label 11 "run: 100" at first 100, graph 1.03 center tc rgb '#555555' font ',8'
set arrow 2 from first 256, graph 0 to first 256, graph 1 nohead lw 1 dt 2 lc rgb '#777777' back
set label 12 "run: 256" at first 256, graph 1.03 center tc rgb '#555555' font ',8'
set arrow 3 from first 512, graph 0 to first 512, graph 1 nohead lw 1 dt 2 lc rgb '#777777' back
set label 13 "run: 512" at first 512, graph 1.03 center tc rgb '#555555' font ',8'
set label 40 "filled: the budget is crossed between node counts that ran; hollow: beyond the largest (extrapolated by a line); bars:\nbootstrap intervals" at screen 0.02, screen 0.1333 font ',8' tc rgb '#333333'
plot $D0 using 1:2:3:4 with xerrorbars pt 7 ps 1.6 lw 2 lc rgb "#E69F00", \
     $D1 using 1:2:3:4 with xerrorbars pt 7 ps 1.6 lw 2 lc rgb "#0072B2", \
     $D2 using 1:2:3 with labels left font ',9' tc rgb '#333333'
set output
